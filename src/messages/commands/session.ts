export type DismissNotice = { type: 'DismissNotice'; noticeId: string };

export type SessionCommand = DismissNotice;
