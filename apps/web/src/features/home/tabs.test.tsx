import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs.tsx';

const LABELS = ['30 Minutes', '60 Minutes', '90 Minutes'] as const;

function Pricing() {
  const [tab, setTab] = useState(0);
  return (
    <>
      <button type="button">Before</button>
      <Tabs
        label="Class length"
        tabs={LABELS}
        selected={tab}
        onSelect={setTab}
        panels={LABELS.map((label) => (
          <p key={label}>Plans of {label}</p>
        ))}
      />
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

function expectSelected(name: string) {
  for (const label of LABELS) {
    expect(tab(label).getAttribute('aria-selected')).toBe(String(label === name));
    // Roving tabindex: only the selected tab is in the page's tab order.
    expect(tab(label).tabIndex).toBe(label === name ? 0 : -1);
  }
  expect(tab(name)).toBe(document.activeElement);
  const panel = screen.getByRole('tabpanel');
  expect(panel.textContent).toBe(`Plans of ${name}`);
  expect(panel.getAttribute('aria-labelledby')).toBe(tab(name).id);
  expect(tab(name).getAttribute('aria-controls')).toBe(panel.id);
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('is a named tab list with the first tab selected and its panel shown', () => {
    render(<Pricing />);
    expect(screen.getByRole('tablist', { name: 'Class length' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual([...LABELS]);
    // One panel shows; the others are in the page, hidden (and so in the server's HTML).
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel').textContent).toBe('Plans of 30 Minutes');
    const all = screen.getAllByRole('tabpanel', { hidden: true });
    expect(all.map((panel) => [panel.textContent, panel.hidden])).toEqual([
      ['Plans of 30 Minutes', false],
      ['Plans of 60 Minutes', true],
      ['Plans of 90 Minutes', true],
    ]);
    expect(tab('30 Minutes').getAttribute('aria-selected')).toBe('true');
    expect(tab('60 Minutes').getAttribute('aria-selected')).toBe('false');
  });

  it('Tab enters the list at the selected tab and leaves it for the panel', async () => {
    const user = userEvent.setup();
    render(<Pricing />);
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(document.activeElement).toBe(tab('30 Minutes'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('arrow keys move and select, wrapping at both ends; Home and End go to the ends', async () => {
    const user = userEvent.setup();
    render(<Pricing />);
    await user.click(tab('30 Minutes'));
    await user.keyboard('{ArrowRight}');
    expectSelected('60 Minutes');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected('30 Minutes');
    await user.keyboard('{ArrowLeft}');
    expectSelected('90 Minutes');
    await user.keyboard('{Home}');
    expectSelected('30 Minutes');
    await user.keyboard('{End}');
    expectSelected('90 Minutes');
  });

  it('a click selects the tab and shows its panel', async () => {
    const user = userEvent.setup();
    render(<Pricing />);
    await user.click(tab('60 Minutes'));
    expectSelected('60 Minutes');
  });

  it('on a right-to-left page, the left arrow goes to the next tab, the right to the previous', async () => {
    const user = userEvent.setup();
    render(
      <div dir="rtl">
        <Pricing />
      </div>,
    );
    await user.click(tab('30 Minutes'));
    await user.keyboard('{ArrowLeft}');
    expectSelected('60 Minutes');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expectSelected('90 Minutes');
  });
});
