import type { Message } from '@app/shared/contract';

export type { SendMessageRequest } from '@app/shared/contract';
/** A sent photo's addresses and size (contract MessagePhotoSchema). */
export type MessagePhoto = NonNullable<Message['photo']>;
/** A sent gift (contract MessageGiftSchema). */
export type MessageGift = NonNullable<Message['gift']>;
