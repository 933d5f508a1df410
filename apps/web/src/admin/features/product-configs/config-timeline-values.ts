import { WORK_STAGES, type StageDays, type WorkStage } from '@selvedge/contract';
import type { AdminProductConfig } from '@selvedge/contract/admin';
import { text, type FormProblems } from './config-form-text';

/**
 * The workroom's timeline (decision 048) as the form holds it: each stage's days (a trial piece's
 * used only while a trial is offered), the need-by buffer, and when the shop's own moves take over.
 */

export interface TimelineValues {
  timeline: {
    stageDays: Record<WorkStage, string>;
    trialStageDays: Record<WorkStage, string>;
    needByBufferDays: string;
    minTransitions: string;
    withinDays: string;
  };
}

type Timeline = AdminProductConfig['timeline'];

const stageDaysText = (days: StageDays | null): Record<WorkStage, string> =>
  Object.fromEntries(WORK_STAGES.map((stage) => [stage, text(days?.[stage])])) as Record<WorkStage, string>;

export function timelineValues(timeline: Timeline): TimelineValues {
  return {
    timeline: {
      stageDays: stageDaysText(timeline.stageDays),
      trialStageDays: stageDaysText(timeline.trialStageDays),
      needByBufferDays: text(timeline.needByBufferDays),
      minTransitions: text(timeline.learning.minTransitions),
      withinDays: text(timeline.learning.withinDays),
    },
  };
}

/** The timeline; a trial piece's stage days only when `trial` (a trial piece is offered). */
export function timelineOfValues({ timeline: typed }: TimelineValues, trial: boolean, problems: FormProblems): Timeline {
  const stageDays = (days: Record<WorkStage, string>, name: 'stageDays' | 'trialStageDays'): StageDays =>
    Object.fromEntries(
      WORK_STAGES.map((stage) => [stage, problems.number(days[stage], `timeline.${name}.${stage}`, `config.timeline.${name}.${stage}`)]),
    ) as StageDays;
  return {
    stageDays: stageDays(typed.stageDays, 'stageDays'),
    trialStageDays: trial ? stageDays(typed.trialStageDays, 'trialStageDays') : null,
    needByBufferDays: problems.number(typed.needByBufferDays, 'timeline.needByBufferDays', 'config.timeline.needByBufferDays'),
    learning: {
      minTransitions: problems.number(typed.minTransitions, 'timeline.minTransitions', 'config.timeline.learning.minTransitions'),
      withinDays: problems.number(typed.withinDays, 'timeline.withinDays', 'config.timeline.learning.withinDays'),
    },
  };
}

/** A timeline problem's field: a stage's days, the buffer, the learning's; a sum of the stages belongs to no one field. */
export function timelineField([part, property]: (string | number)[]): string | null {
  if ((part === 'stageDays' || part === 'trialStageDays') && (WORK_STAGES as readonly (string | number | undefined)[]).includes(property))
    return `timeline.${part}.${String(property)}`;
  if (part === 'needByBufferDays') return 'timeline.needByBufferDays';
  if (part === 'learning') return property === 'withinDays' ? 'timeline.withinDays' : 'timeline.minTransitions';
  return null;
}
