/** One sample's value in Prometheus text, by metric name and exact label text ('' for none). */
export function sample(text: string, name: string, labels = ''): number | undefined {
  const head = labels ? `${name}{${labels}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(head));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}
