import { reseedAll } from './seeded-random.ts';

// Runs before each core test file, also when the worker is reused (isolate: false): every file starts
// its builders from their seeds, so its data is the same whichever files ran before it.
reseedAll();
