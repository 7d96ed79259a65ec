import { render } from './layout.ts';
import { whose, Whose } from './templates.ts';

// A seasonal timetable's news (decision 049): proposed to the side that answers it, its answer
// to the other side, and, once agreed (or undone), its classes as a calendar (the caller
// attaches it). Times are on the recipient's clock; the rules are said on their zone's.

export type SeasonNews = 'proposed' | 'accepted' | 'declined' | 'withdrawn';

export interface SeasonMailInput {
  firstName: string;
  /** To a guardian: the child whose classes they are. */
  child?: string | null;
  course: string;
  withName: string;
  news: SeasonNews;
  /** "Monday 8 February 2027 to Tuesday 9 March 2027". */
  days: string;
  /** The season's rule: "Mondays and Wednesdays at 21:00 Africa/Cairo time". */
  season: string;
  /** The plan's own rule, before and after. */
  usual: string;
  /** The first class the season's days now hold, on the reader's clock; null for none. */
  first: string | null;
  pageUrl: string;
}

const SAID: Record<SeasonNews, string> = {
  proposed: 'proposed',
  accepted: 'agreed',
  declined: 'declined',
  withdrawn: 'withdrawn',
};

export const seasonMails = (publicUrl: string) => ({
  seasonNews: (input: SeasonMailInput) => {
    const classes = `${whose(input.child)} ${input.course} classes with ${input.withName}`;
    const lines: Record<SeasonNews, string> = {
      proposed: `A seasonal timetable is proposed for ${classes}. Please accept or decline it.`,
      accepted: `${classes.charAt(0).toUpperCase()}${classes.slice(1)} follow a seasonal timetable on these days, then the usual plan again.`,
      declined: `The seasonal timetable proposed for ${classes} was declined: the classes stay on the usual plan.`,
      withdrawn: `The seasonal timetable proposed for ${classes} was withdrawn: the classes stay on the usual plan.`,
    };
    return render(
      publicUrl,
      `Seasonal timetable ${SAID[input.news]}: ${Whose(input.child)} ${input.course}`,
      `Assalamu alaikum ${input.firstName},`,
      {
        paragraphs: [lines[input.news]],
        rows: [
          ['Days', input.days],
          ['Classes then', input.season],
          ['Usual plan', input.usual],
          ...(input.first ? ([['First class then', input.first]] as [string, string][]) : []),
        ],
        action: {
          label: input.news === 'proposed' ? 'Answer it' : 'See the classes',
          url: input.pageUrl,
        },
        after: ['Times are on your own clock and follow its changes to and from summer time.'],
      },
    );
  },
});
