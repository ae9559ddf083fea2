// The package's English catalogue, its `messages/en` entry: the compiled JSON (scripts/compile-messages.mjs) typed as a
// catalogue, so the published declaration names the type instead of spelling out every message.
import messages from './messages/compiled/en.json';
import type { CompiledCatalog } from './translator';

const english: CompiledCatalog = messages;
export default english;
