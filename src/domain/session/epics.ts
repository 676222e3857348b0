import { EMPTY, mergeMap, of } from 'rxjs';
import { ofType } from '../../bus/of-type';
import type { Epic } from '../../bus/epic';
import { SessionEvents, type Command, type DomainEvent } from '../../messages';
import type { NoticesState } from './read-model';

export const noticesEpic: Epic<Command, { readonly notices: NoticesState }, unknown, DomainEvent> = (command$, state$) =>
  command$.pipe(
    ofType('DismissNotice'),
    mergeMap(({ noticeId }) =>
      state$.value.notices.some((n) => n.id === noticeId)
        ? of(SessionEvents.NoticeDismissed.create({ noticeId }))
        : EMPTY,
    ),
  );
