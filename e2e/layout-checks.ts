/**
 * What the layout sweep (layout.test.ts) judges on a screen, each as readable lines (none when
 * right): amounts and labels that wrap or run out of their boxes, text that flows wrong, header
 * and menu labels not in the customer's language.
 */
import type { Language } from '@kabuto/shared/catalogue';
import type { Page } from 'playwright-core';
import { cnCore } from '../apps/web/src/i18n/texts/cn-core.ts';
import { jpCore } from '../apps/web/src/i18n/texts/jp-core.ts';
import { usCore } from '../apps/web/src/i18n/texts/us-core.ts';

const CORE = { jp: jpCore, cn: cnCore, us: usCore } as const;

/** What is wrong with the layout of the screen on show, as readable lines (none when right). */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const describe = (element: Element) =>
      `${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()} "${(
        element.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight;
    };
    /** Inside a row that scrolls sideways (index cards, tabs), where off-screen is by design. */
    const scrollsSideways = (element: Element) => {
      for (let at = element.parentElement; at; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if ((overflow === 'auto' || overflow === 'scroll') && at.scrollWidth > at.clientWidth) {
          return true;
        }
      }
      return false;
    };
    /** Lines of text the element takes: boxes that overlap vertically share a line. */
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rows: { top: number; bottom: number }[] = [];
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width < 1) continue;
        const row = rows.find((r) => rect.top < r.bottom - 1 && rect.bottom > r.top + 1);
        if (row) {
          row.top = Math.min(row.top, rect.top);
          row.bottom = Math.max(row.bottom, rect.bottom);
        } else rows.push({ top: rect.top, bottom: rect.bottom });
      }
      return rows.length;
    };
    for (const element of Array.from(document.querySelectorAll('[data-amount], .kb-figure'))) {
      if (!visible(element) || element.querySelector('br')) continue;
      if (lines(element) > 1) problems.push(`amount wraps: ${describe(element)}`);
      const html = element as HTMLElement;
      if (html.clientWidth > 0 && html.scrollWidth > html.clientWidth + 1) {
        problems.push(`amount cut off: ${describe(element)}`);
      }
      const box = element.getBoundingClientRect();
      if ((box.right > window.innerWidth + 0.5 || box.left < -0.5) && !scrollsSideways(element)) {
        problems.push(`amount off screen: ${describe(element)}`);
      }
    }
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (!visible(element)) continue;
      const html = element as HTMLElement;
      const style = getComputedStyle(element);
      const cut = html.scrollWidth > html.clientWidth + 1;
      if (element.matches('[data-testid=app-header] h1') && cut) {
        problems.push(`title cut off: ${describe(element)}`);
      } else if (style.textOverflow === 'ellipsis' && cut) {
        problems.push(`label cut off: ${describe(element)}`);
      } else if (cut && style.overflowX === 'visible' && html.clientWidth > 0) {
        // Its own text runs out of its box, over whatever stands beside it.
        const ownText = Array.from(element.childNodes).some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (ownText) problems.push(`text runs over its box: ${describe(element)}`);
      }
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 0.5 && !scrollsSideways(element)) {
        problems.push(`wider than the screen: ${describe(element)} ends at ${box.right}px`);
      }
    }
    return problems;
  });
}

/**
 * The header's and the bottom menu's labels that are not in `language`: the my-page shortcut
 * must read as the language's text, and in Japanese and Chinese no label (shown or read aloud)
 * is a Latin word other than the brand.
 */
export async function untranslatedChrome(page: Page, language: Language): Promise<string[]> {
  const problems: string[] = [];
  const myPage = (await page.locator('[data-testid=header-mypage]').textContent())?.trim();
  if (myPage !== CORE[language].header.myPage) problems.push(`my-page shortcut reads "${myPage}"`);
  if (language === 'us') return problems;
  const labels = await page
    .locator('[data-testid=app-header] :is(a, button, span), [data-testid=bottom-menu] a')
    .evaluateAll((elements) =>
      elements.flatMap((element) => [
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('title') ?? '',
        element.children.length === 0 ? (element.textContent ?? '') : '',
      ]),
    );
  for (const label of labels) {
    if (/[A-Za-z]{2,}/.test(label.replace('Kabuto', ''))) {
      problems.push(`header or menu label not in ${language}: "${label}"`);
    }
  }
  return problems;
}

/**
 * Text that flows wrong: a name broken after every word ("Dow / Jones / Industrial / Average"),
 * a number or a range of numbers broken across lines ("00:00– / 23:59"), a header title drawn
 * into the header's buttons.
 */
export function flowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight;
    };
    const name = (element: Element) =>
      `${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    /** The distinct lines a range of text is drawn on. */
    const rows = (range: Range) =>
      new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !shown(parent)) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      const words = text.trim().split(/\s+/).filter(Boolean).length;
      if (words >= 3 && rows(whole) >= words) problems.push(`one word a line: ${name(parent)}`);
      // A link may break anywhere; its port and path are not numbers.
      if (text.includes('://')) continue;
      for (const match of text.matchAll(/\d[\d,.:]*(\s?[–〜~-]\s?\d[\d,.:]*)?/g)) {
        if (match[0].length < 4) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        if (rows(range) > 1) problems.push(`number broken: "${match[0]}" in ${name(parent)}`);
      }
    }
    const title = document.querySelector('[data-testid=app-header] h1');
    if (title && shown(title)) {
      const range = document.createRange();
      range.selectNodeContents(title);
      const text = range.getBoundingClientRect();
      for (const button of Array.from(
        document.querySelectorAll('[data-testid=app-header] :is(a, button)'),
      )) {
        const box = button.getBoundingClientRect();
        if (box.width > 0 && text.right > box.left && text.left < box.right) {
          problems.push(`title runs into ${name(button)}: ${name(title)}`);
        }
      }
    }
    return problems;
  });
}
