/** `npm run bench`: every benchmark, each with its baseline measured in the same run. */
import { marketBench } from './market.bench.ts';

const results: string[] = [];
results.push(...(await marketBench()));
console.log(`\n${results.join('\n')}\n`);
