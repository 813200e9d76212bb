// @vitest-environment jsdom
/**
 * The page template's one inline script and the app speak through one attribute: a submit made
 * before the app has started marks the form with HELD_ATTRIBUTE (useForm sends it once started,
 * HeldSubmitNote shows that it is on its way), and 'stalled' after 15 s. The script cannot import
 * the constant, so this test runs the template's script and holds the two together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_ATTRIBUTE } from '../../src/components/useForm';

const template = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';

afterEach(() => vi.useRealTimers());

describe("the template's inline script", () => {
  it('marks a form submitted before the app starts as held, then stalled after 15 s; other forms it leaves alone', () => {
    vi.useFakeTimers();
    new Function(inlineScript)();
    const held = Object.assign(document.createElement('form'), { method: 'dialog' });
    const plain = document.createElement('form');
    document.body.append(held, plain);
    held.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    plain.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(held.getAttribute(HELD_ATTRIBUTE)).toBe('');
    expect(plain.hasAttribute(HELD_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(15_000);
    expect(held.getAttribute(HELD_ATTRIBUTE)).toBe('stalled');
  });
});
