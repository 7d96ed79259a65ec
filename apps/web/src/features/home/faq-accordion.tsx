import type { Faq } from '@iqra/contracts';
import { englishOf } from '../../components/in-english.ts';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

// The FAQ accordion, after the WAI-ARIA accordion pattern: each question a button in a heading
// that opens its answer (and closes any other), the answer a region named by its question;
// the arrow keys, Home and End move between the questions. Answers open and close in 0.3 s
// (home.css), and a closed answer is hidden from everyone, screen readers included. It is
// ours rather than PrimeReact's so the home page loads no widget library.

/** Where the arrow keys, Home and End take the focus from question `index` of `count`. */
function targetOf(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

export function FaqAccordion({ items }: { items: Faq[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = targetOf(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="faq-accordion">
      {items.map((faq, index) => {
        const expanded = open === index;
        /* eslint-disable lingui/no-unlocalized-strings -- element ids */
        const question = `${base}-question-${index}`;
        const answer = `${base}-answer-${index}`;
        /* eslint-enable lingui/no-unlocalized-strings */
        return (
          <div key={faq.id} className="mb-3">
            <h3 className="text-base">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={question}
                type="button"
                className="faq-question"
                aria-expanded={expanded}
                aria-controls={answer}
                onClick={() => setOpen(expanded ? null : index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <bdi {...englishOf(faq, 'question')}>{faq.question}</bdi>
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden focusable="false">
                  <path
                    d="M5 7.5l5 5 5-5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </button>
            </h3>
            <div
              id={answer}
              role="region"
              aria-labelledby={question}
              className="faq-answer"
              data-open={expanded}
            >
              <div>
                <p className="leading-relaxed text-muted">
                  <bdi {...englishOf(faq, 'answer')}>{faq.answer}</bdi>
                </p>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
