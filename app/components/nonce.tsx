import { createContext, useContext } from 'react'

// The CSP nonce of this response, so inline scripts Remix renders are allowed.
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
