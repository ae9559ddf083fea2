// The package's Hindi catalogue, its `messages/hi` entry: the compiled JSON (scripts/compile-messages.mjs) typed as a
// catalogue, so the published declaration names the type instead of spelling out every message.
import messages from './messages/compiled/hi.json';
import type { CompiledCatalog } from './translator';

const hindi: CompiledCatalog = messages;
export default hindi;
