// War's golden games, classic, at a table and twist with its packs: each replayed from its seed and answers.
import { replayFolder } from './replay-folder.js';

replayFolder('war');
