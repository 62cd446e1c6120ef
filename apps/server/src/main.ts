import { loadConfig } from './config.ts';
import { createKabuto } from './app.ts';
import { Metrics } from './lib/metrics.ts';
import { JobFailures } from './jobs.ts';
import { DEMO_CHECKER } from './demo-products.ts';
import { DEMO_CUSTOMER, DEMO_STAFF } from './modules/demo/service.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const kabuto = await createKabuto(config, {
    logger: true,
    metrics: new Metrics().withProcessMetrics(),
  });
  const { app, ctx } = kabuto;
  ctx.market.warm?.();
  // The risk engine's passes and the scheduled jobs report every failure here: logged with its
  // cause and counted per name. The node runs them while it holds the engine lease (its role
  // allowing), and with them the market feed and price alerts (nodes/node.ts).
  const failures = new JobFailures(app.log, ctx.clock);
  kabuto.node.start(failures);
  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.host}:${config.port}`;
  const db = ctx.dialect === 'postgres' ? 'PostgreSQL' : `SQLite (${config.dataDir})`;
  const events = config.natsUrl ? `, events through ${config.natsUrl}` : '';
  const lines = [
    '',
    `Kabuto is running (simulation mode, ${db}, role ${config.role}${events}).`,
    `  Customer app  ${base}/`,
    `  Back office   ${base}/admin/`,
    `  API docs      ${base}/api/docs`,
  ];
  if (ctx.demoMode) {
    lines.push(
      `  Demo customer ${DEMO_CUSTOMER.account} / ${DEMO_CUSTOMER.password} (fund password ${DEMO_CUSTOMER.fundPassword})`,
      `  Demo staff    ${DEMO_STAFF.username} / ${DEMO_STAFF.password} (two-factor secret ${DEMO_STAFF.totpSecret})`,
      `  Demo checker  ${DEMO_CHECKER.username} / ${DEMO_CHECKER.password} (two-factor secret ${DEMO_CHECKER.totpSecret}; approves four-eyes proposals)`,
    );
  }
  console.log(lines.join('\n') + '\n');

  // Graceful: in-flight requests are answered, the engine's pass finishes, the lease is given
  // back and NATS drained before the process ends.
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'stopping');
    await kabuto.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
