import type { AdminFamilyPerson } from '@iqra/contracts';
import { useLingui } from '@lingui/react/macro';
import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../i18n/use-format.ts';
import type { FieldConfig } from '../components/resource-config.ts';
import { personName } from '../utils/names.ts';

// The family screen's pieces: the forms that link a child and a parent, and people linked to
// their families.

export const CHILD = 'child_id';
const PARENT = 'guardian_id';

/**
 * The forms that link a child and a parent, in the page's language: whom, and what staff
 * confirm with every link they make (the parent's consent, dated now).
 */
export function useLinkFields() {
  const { t } = useLingui();
  return useMemo(() => {
    const consent: FieldConfig = {
      name: 'consent',
      label: t`The parent agrees to the school keeping the child’s details and teaching them`,
      kind: 'checkbox',
      hint: t`You confirm it for the parent; the link records it with today’s date.`,
    };
    const pick = (name: string, label: string): FieldConfig[] => [
      { name, label, kind: 'learner' },
      consent,
    ];
    return {
      pickChild: pick(CHILD, t`Child`),
      pickParent: pick(PARENT, t`Parent`),
      pickNewParent: pick(PARENT, t`New parent`),
    };
  }, [t]);
}

/** A person, linked to their family's screen. */
const FamilyLink = ({ person }: { person: AdminFamilyPerson }) => (
  <Link to={`/admin/families/${person.id}`} className="text-primary underline">
    <bdi>{personName(person)}</bdi>
  </Link>
);

/** People, each linked to their family's screen, as a list in the page's language. */
export function FamilyLinks({
  people,
  type,
}: {
  people: AdminFamilyPerson[];
  /** "A and B", or "A, B". */
  type: 'conjunction' | 'unit';
}) {
  const { tag } = useFormat();
  const parts = new Intl.ListFormat(tag, { type, style: 'short' }).formatToParts(
    people.map(personName),
  );
  let next = 0;
  return parts.map((part, index) => {
    const person = part.type === 'element' ? people[next++] : undefined;
    return <Fragment key={index}>{person ? <FamilyLink person={person} /> : part.value}</Fragment>;
  });
}
