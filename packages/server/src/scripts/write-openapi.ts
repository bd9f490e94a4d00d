import fs from 'node:fs/promises';
import { generateOpenApiDocument, OPENAPI_FILE } from './openapi-document.ts';

// `npm run openapi`: writes the API description into the repo so route changes show in review.
await fs.writeFile(OPENAPI_FILE, await generateOpenApiDocument());
console.log(`wrote ${OPENAPI_FILE}`);
