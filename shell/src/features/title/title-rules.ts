/** The tab title carries a count prefix: unread messages plus new likes (spec section 2). */
export function titleWithCount(title: string, count: number): string {
  return count > 0 ? `(${count}) ${title}` : title;
}

/** The app badge: unread messages plus new likes (spec section 4). */
export function appBadgeCount(unreadMessages: number, newLikes: number): number {
  return Math.max(0, unreadMessages) + Math.max(0, newLikes);
}
