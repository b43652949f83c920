import { z } from "zod";

// The Content-Security-Policy forbids eval. Without `jitless`, zod probes `new Function` and the
// browser reports a CSP violation even though zod catches the error. Import z from here.
z.config({ jitless: true });

export { z };
