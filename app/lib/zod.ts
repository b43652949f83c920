import * as z from "zod/mini";

// The forms' validation library, shared by browser and server: zod's tree-shakable functional
// build (`zod/mini`), so a page ships only the checks its schemas use. Import z from here.
// The Content-Security-Policy forbids eval. Without `jitless`, zod probes `new Function` and the
// browser reports a CSP violation even though zod catches the error.
z.config({ jitless: true });

export { z };
