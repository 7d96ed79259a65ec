// `npm run certificate:key`: a new Ed25519 key for signing certificates' credentials, printed
// as the line to put in the server's environment (decision 038). Keep it secret and keep it:
// a credential signed with a key the school no longer publishes stops verifying.
import { generateKeyPairSync } from 'node:crypto';

const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
const key = JSON.stringify({ kty: 'OKP', crv: 'Ed25519', d: jwk.d, x: jwk.x });
process.stdout.write(`CERTIFICATE_SIGNING_KEY='${key}'\n`);
