// The server's Content-Security-Policy forbids eval: zod would probe `new Function` when each object schema is
// defined (and the browser reports a violation each time the app loads). main.tsx imports this first, before any
// module defines a schema.
import { z } from "zod";

z.config({ jitless: true });
