// Zod's settings, before any schema exists: root.tsx (both bundles) and env.ts (the server's first) import this first.
// jitless: zod would otherwise probe `new Function` to compile faster validators, which our script
// policy (no 'unsafe-eval') refuses, and Firefox reports every refusal in the visitor's console.
import { z } from "zod";

z.config({ jitless: true });
