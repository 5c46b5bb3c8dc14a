function storageKey(userId: number): string {
  return `irama.tours.seen.${userId}`;
}

/** The tours this user has finished or skipped, remembered per user id in localStorage. */
export function readSeenTours(userId: number): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

export function markTourSeen(userId: number, tourId: string): void {
  const seen = new Set(readSeenTours(userId));
  seen.add(tourId);
  localStorage.setItem(storageKey(userId), JSON.stringify([...seen]));
}
