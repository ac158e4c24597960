import { describe, expect, it } from 'vitest';
import { classesOf, criticalCss } from './critical-css.mjs';

describe('criticalCss', () => {
  const css =
    ':root{--a:1}*,:before{box-sizing:border-box}.hero{color:red}.modal,.hero__title{margin:0}' +
    '.nav__link:not(.active){opacity:.8}.nav__link.active{opacity:1}.pitch .shirt{fill:#fff}' +
    '@media (max-width:760px){.hero{padding:0}.modal{inset:0}}@keyframes spin{to{transform:rotate(1turn)}}' +
    '.q{content:"}{"}';
  const html = '<header class="nav"><a class="nav__link">x</a></header><h1 class="hero__title hero">y</h1>';

  it('keeps the rules that can match the page and drops the others', () => {
    expect(criticalCss(css, html)).toBe(
      ':root{--a:1}*,:before{box-sizing:border-box}.hero{color:red}.hero__title{margin:0}' +
        '.nav__link:not(.active){opacity:.8}@media (max-width:760px){.hero{padding:0}}' +
        '@keyframes spin{to{transform:rotate(1turn)}}',
    );
  });

  it('reads class attributes', () => {
    expect([...classesOf(html)].sort()).toEqual(['hero', 'hero__title', 'nav', 'nav__link']);
  });
});
