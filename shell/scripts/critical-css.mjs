// The critical CSS of a prerendered page: the rules of a minified stylesheet that can match its HTML. A rule
// stays unless one of the classes it requires appears in no class attribute of the page (classes inside
// :not() are not required); rules without classes, @keyframes and @font-face always stay; @media blocks are
// filtered the same way inside. The whole stylesheet loads with the app, for what it renders next.

/** The top-level blocks of `css`: `prelude{body}` with their bodies' braces balanced. */
function blocks(css) {
  const out = [];
  let start = 0;
  let depth = 0;
  let open = -1;
  for (let i = 0; i < css.length; i++) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      const close = css.indexOf(ch, i + 1);
      i = close === -1 ? css.length : close;
    } else if (ch === '{') {
      if (depth === 0) open = i;
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) {
        out.push({ prelude: css.slice(start, open).trim(), body: css.slice(open + 1, i) });
        start = i + 1;
      }
    } else if (ch === ';' && depth === 0) {
      // A statement at-rule (@charset, @import): kept as is.
      out.push({ prelude: css.slice(start, i + 1).trim(), body: null });
      start = i + 1;
    }
  }
  return out;
}

/** The selectors of a list, split at top-level commas (not those inside :is(), :not() and the like). */
function selectors(list) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

function withoutNot(selector) {
  let out = '';
  let i = 0;
  while (i < selector.length) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      for (; i < selector.length; i++) {
        if (selector[i] === '(') depth++;
        else if (selector[i] === ')' && --depth === 0) break;
      }
      i++;
    } else out += selector[i++];
  }
  return out;
}

/** The class names used in `html`'s class attributes. */
export function classesOf(html) {
  const classes = new Set();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function filter(css, classes) {
  let out = '';
  for (const { prelude, body } of blocks(css)) {
    if (body === null) out += prelude;
    else if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
      const inner = filter(body, classes);
      if (inner) out += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) out += `${prelude}{${body}}`;
    else {
      const kept = selectors(prelude).filter((selector) =>
        [...withoutNot(selector).matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every(([, name]) => classes.has(name)),
      );
      if (kept.length > 0) out += `${kept.join(',')}{${body}}`;
    }
  }
  return out;
}

/** The rules of `css` that can match `html`. */
export function criticalCss(css, html) {
  return filter(css, classesOf(html));
}
