/** `npm run openapi`: regenerates schemas/openapi.json from the route registry. */
import { writeFileSync } from "node:fs";
import { buildOpenApi } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";

const file = new URL("../schemas/openapi.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(buildOpenApi(routes), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
