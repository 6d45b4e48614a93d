// Renders /openapi.json with DOM calls only (no innerHTML, no inline code): the page's CSP allows nothing else.
const el = (tag, attrs = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
};
const pretty = (value) => el('pre', {}, JSON.stringify(value, null, 2));

function renderCall(path, op) {
  const badges = [op['x-public'] ? 'public' : 'token', ...(op['x-addition'] ? ['addition'] : [])];
  const policy = op['x-policy'];
  if (policy?.cache) badges.push(`cached ${policy.cache.ttlMs / 1000}s`);
  if (policy?.rateLimit) badges.push(`limit: ${policy.rateLimit.class}`);
  const head = el(
    'summary',
    {},
    el('code', {}, `POST ${path}`),
    el('span', { class: 'summary' }, op.summary ?? ''),
    ...badges.map((b) => el('span', { class: 'badge' }, b)),
  );
  const request = op.requestBody?.content?.['application/json'];
  const ok = op.responses?.['200']?.content?.['application/json'];
  const errors = el('table');
  for (const [status, r] of Object.entries(op.responses ?? {})) {
    if (status !== '200')
      errors.append(el('tr', {}, el('td', {}, status), el('td', {}, r.description ?? '')));
  }
  const body = el(
    'div',
    { class: 'body' },
    el('h4', {}, 'Request example'),
    pretty(request?.example ?? {}),
    el('h4', {}, 'Request schema'),
    pretty(request?.schema ?? {}),
    el('h4', {}, 'Answer example (200)'),
    pretty(ok?.example ?? {}),
    el('h4', {}, 'Errors'),
    errors,
  );
  const details = el('details', { 'data-search': `${path} ${op.summary ?? ''}`.toLowerCase() }, head, body);
  return details;
}

async function main() {
  const doc = await (await fetch('/openapi.json')).json();
  document.getElementById('title').textContent = `${doc.info.title} (v${doc.info.version})`;
  const intro = document.getElementById('intro');
  intro.textContent = `${doc.info.description} `;
  intro.append(el('a', { href: '/openapi.json' }, 'Download openapi.json'));
  const byTag = new Map();
  for (const [path, item] of Object.entries(doc.paths)) {
    const tag = item.post.tags?.[0] ?? 'other';
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push([path, item.post]);
  }
  const nav = document.getElementById('areas');
  const main = document.getElementById('calls');
  for (const [tag, ops] of byTag) {
    nav.append(el('a', { href: `#area-${tag}` }, `${tag} (${ops.length})`));
    main.append(el('h2', { id: `area-${tag}` }, tag));
    for (const [path, op] of ops) main.append(renderCall(path, op));
  }
  document.getElementById('filter').addEventListener('input', (e) => {
    const q = e.target.value.trim().toLowerCase();
    for (const d of main.querySelectorAll('details')) d.hidden = q !== '' && !d.dataset.search.includes(q);
  });
}

main().catch((err) => {
  document.getElementById('intro').textContent = `Could not load /openapi.json: ${err.message}`;
});
