/**
 * 'Contact Expert' on a destination page, rendered alone in Chromium: the dialog loads on the click,
 * holds focus while open, gives it back to its button when closed, keeps what was typed across
 * closing and reopening, and stays open with every field when the mail service refuses.
 */
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ExpertRequestButton } from '../../src/features/enquiries/forms/ExpertRequestButton';
import { answerEmail, renderInApp, toast } from './app';

// The page behind an open modal dialog is hidden from assistive technology, its button with it.
const button = () => page.getByRole('button', { name: 'Contact Expert', includeHidden: true });
const dialog = () => page.getByRole('dialog', { name: /Agra/ });
const inDialog = (label: string) => dialog().getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

test('opens on the click, holds focus, and gives it back to its button on Escape', async () => {
  await renderInApp(<ExpertRequestButton request={{ placeName: 'Agra, India' }}>Contact Expert</ExpertRequestButton>, { path: '/destinations/india/agra' });
  await button().click();
  await expect.element(dialog()).toBeVisible();
  await expect.element(button()).toHaveAttribute('aria-expanded', 'true');
  // Focus goes into the dialog and Tab keeps it there, however far it goes.
  await expect.poll(() => dialog().element().contains(document.activeElement)).toBe(true);
  for (let i = 0; i < 12; i++) {
    await userEvent.keyboard('{Tab}');
    expect(dialog().element().contains(document.activeElement), `Tab ${i + 1} left the dialog`).toBe(true);
  }
  await userEvent.keyboard('{Escape}');
  await expect.element(dialog()).not.toBeInTheDocument();
  await expect.element(button()).toHaveFocus();
  await expect.element(button()).toHaveAttribute('aria-expanded', 'false');
});

test('what was typed survives closing and reopening; a refusal keeps the dialog open with every field', async () => {
  const sent = answerEmail(400);
  await renderInApp(<ExpertRequestButton request={{ placeName: 'Agra, India' }}>Contact Expert</ExpertRequestButton>, { path: '/destinations/india/agra' });
  await button().click();
  await userEvent.fill(inDialog('Name'), 'Ravi Menon');
  await userEvent.fill(inDialog('Email'), 'ravi.menon@example.com');
  await dialog().getByRole('button', { name: 'Cancel' }).click();
  await expect.element(dialog()).not.toBeInTheDocument();

  await button().click();
  await expect.element(inDialog('Name')).toHaveValue('Ravi Menon');
  await dialog().getByRole('button', { name: /Send/ }).click();
  await expect.element(toast('Error Sending Request')).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(await sent[0]!.text()).toContain('Expert Consultation: Agra, India');
  await expect.element(dialog()).toBeVisible();
  await expect.element(inDialog('Email')).toHaveValue('ravi.menon@example.com');
});
