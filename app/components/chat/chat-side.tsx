import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react'
import { Form } from '@remix-run/react'
import { Button } from '../button.tsx'

// The chat screen's side panels: Suggested Questions (each a form that sends the question, so it
// works without JavaScript) and Context & Usage (the last five answers' tokens and cost).

export function SuggestedQuestions({
  suggestions,
  sessionId,
}: {
  suggestions: Record<string, string[]>
  sessionId: number | null
}) {
  return (
    <Box as="section" aria-labelledby="suggested-heading" bg="white" borderWidth="1px" borderRadius="lg" p="4">
      <Heading as="h2" id="suggested-heading" size="sm" mb="2">
        Suggested Questions
      </Heading>
      <Stack gap="3">
        {Object.entries(suggestions).map(([category, questions]) => (
          <Box key={category} data-testid="suggestion-category">
            <Text fontWeight="semibold" fontSize="sm">
              {category}
            </Text>
            <Stack gap="1" mt="1">
              {questions.map((q) => (
                <Form method="post" key={q}>
                  <input type="hidden" name="intent" value="send" />
                  <input type="hidden" name="session_id" value={sessionId ?? ''} />
                  <input type="hidden" name="message" value={q} />
                  <Button type="submit" size="xs" variant="ghost" px="0">
                    {q}
                  </Button>
                </Form>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Box>
  )
}

export type UsageRow = {
  id: number
  provider: string | null
  model: string | null
  input_tokens: number
  output_tokens: number
  cost_usd: number | null
  tool_calls: number
}

const money = (usd: number | null) => (usd === null ? 'unpriced' : `$${usd.toFixed(4)}`)

export function ContextUsage({
  rows,
  totalUsd,
  totalTokens,
}: {
  rows: UsageRow[]
  totalUsd: number
  totalTokens: number
}) {
  return (
    <chakra.details data-testid="context-usage" bg="white" borderWidth="1px" borderRadius="lg" p="3" fontSize="sm">
      <chakra.summary cursor="pointer" fontWeight="semibold">
        Context & Usage
      </chakra.summary>
      <Text mt="2">{`This session: ${totalTokens} tokens, ${money(totalUsd)}`}</Text>
      {rows.length === 0 ? (
        <Text color="gray.600">No answers yet.</Text>
      ) : (
        <chakra.table mt="2" w="full">
          <thead>
            <tr>
              <th align="left">Answer</th>
              <th align="left">Model</th>
              <th align="right">Tokens in/out</th>
              <th align="right">Tools</th>
              <th align="right">Cost</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.id}>
                <td>{i === 0 ? 'Latest' : `${i + 1} back`}</td>
                <td>{r.model ?? r.provider ?? '—'}</td>
                <td align="right">{`${r.input_tokens}/${r.output_tokens}`}</td>
                <td align="right">{r.tool_calls}</td>
                <td align="right">{money(r.cost_usd)}</td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      )}
    </chakra.details>
  )
}
