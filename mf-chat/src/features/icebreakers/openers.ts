/** The openers offered for an empty conversation; their texts are `icebreakers.openers.<key>`. */
export const OPENERS = ['weekend', 'photo', 'travel', 'music', 'food', 'perfectDate', 'laugh', 'dream'] as const;
export type Opener = (typeof OPENERS)[number];
