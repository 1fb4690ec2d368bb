import { z } from 'zod';

// Forms are small: zod's compiled (eval-based) parsers buy nothing here, and a strict
// Content-Security-Policy would report zod's probe for them. Every form schema imports z from here.
z.config({ jitless: true });

export { z };
