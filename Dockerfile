# The app: Remix build served by the Node host process.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update -qq && apt-get install -y -qq python3 make g++ >/dev/null && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# npm install's postinstall applies these (patch-package); without them it would install unpatched.
COPY patches ./patches
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 3000
CMD ["sh", "-c", "npm run db:migrate && npm start"]
