import { BehaviorSubject, Subject } from 'rxjs';
import type { Command, DomainEvent } from '../../messages';
import type { NoticesState } from './read-model';
import { noticesEpic } from './epics';

describe('notices epic', () => {
  const run = (notices: NoticesState, commands: Command[]): DomainEvent[] => {
    const state$ = new BehaviorSubject({ notices });
    const command$ = new Subject<Command>();
    const out: DomainEvent[] = [];
    noticesEpic(command$, state$, undefined).subscribe((e) => out.push(e));
    commands.forEach((c) => command$.next(c));
    return out;
  };

  it('DismissNotice of a shown notice → NoticeDismissed', () => {
    expect(run([{ id: 'tabForked-3', kind: 'tabForked' }], [{ type: 'DismissNotice', noticeId: 'tabForked-3' }])).toEqual([
      { type: 'NoticeDismissed', data: { noticeId: 'tabForked-3' } },
    ]);
  });

  it('DismissNotice of an unknown notice emits nothing; other commands are ignored', () => {
    expect(
      run(
        [{ id: 'tabForked-3', kind: 'tabForked' }],
        [
          { type: 'DismissNotice', noticeId: 'other' },
          { type: 'ClearCart' },
        ],
      ),
    ).toEqual([]);
  });
});
