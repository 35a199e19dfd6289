// The duel's golden games, every bot pairing and the optional packs: each replayed from its seed and answers.
import { replayFolder } from './replay-folder.js';

replayFolder('duel');
