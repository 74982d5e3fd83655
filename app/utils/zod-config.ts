// Zod's settings, before any schema exists: each module that builds schemas imports this first (so a page without
// a form loads no zod), and so does env.ts (the server's first module).
// jitless: zod would otherwise probe `new Function` to compile faster validators, which our script
// policy (no 'unsafe-eval') refuses, and Firefox reports every refusal in the visitor's console.
import { z } from "zod";

z.config({ jitless: true });
