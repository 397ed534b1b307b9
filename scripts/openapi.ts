/** `npm run openapi`: regenerates schemas/openapi.json from the route registry, and schemas/asyncapi.json (the table socket). */
import { writeFileSync } from "node:fs";
import { buildOpenApi } from "../src/openapi.ts";
import { routes } from "../src/routes/index.ts";
import { writeAsyncApi } from "./asyncapi.ts";

const file = new URL("../schemas/openapi.json", import.meta.url);
writeFileSync(file, `${JSON.stringify(buildOpenApi(routes), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
writeAsyncApi();
