// Opens the API's response envelope (DESIGN §4) as the storefront does, with the development key
// the benchmarks' servers run with; version 2 holds raw-DEFLATEd JSON (decision 014).
import { createDecipheriv } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';

const DEV_KEY = Buffer.from('c2VsdmVkZ2UtZGV2ZWxvcG1lbnQta2V5LTMyLWJ5dGU=', 'base64');

export function openEnvelope(envelope) {
  const iv = Buffer.from(envelope.iv, 'base64');
  const data = Buffer.from(envelope.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', DEV_KEY, iv);
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]);
  return JSON.parse((envelope.v === 2 ? inflateRawSync(plain) : plain).toString('utf8'));
}
