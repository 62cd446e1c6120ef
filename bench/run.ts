/** `npm run bench`: every benchmark, each with its baseline measured in the same run. */
import { marketBench } from './market.bench.ts';
import { tradingBench } from './trading.bench.ts';
import { alertsBench } from './alerts.bench.ts';
import { triggersBench } from './triggers.bench.ts';
import { nodesBench } from './nodes.bench.ts';

const only = process.argv[2];
const results: string[] = [];
if (!only || only === 'trading') results.push(...(await tradingBench()));
if (!only || only === 'market') results.push(...(await marketBench()));
if (!only || only === 'alerts') results.push(...alertsBench());
if (!only || only === 'triggers') results.push(...triggersBench());
if (!only || only === 'nodes') results.push(...(await nodesBench()));
console.log(`\n${results.join('\n')}\n`);
