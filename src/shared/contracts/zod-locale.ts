import { z } from 'zod'

// zod's own messages (a missing body, a wrong type) in Dutch; our schemas set their own texts.
z.config(z.locales.nl())
