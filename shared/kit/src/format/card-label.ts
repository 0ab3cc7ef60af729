// How a card is named to its rider: "Work (3000000002)" once the rider has
// named it, else the serial alone. The same words in every language: both parts are the rider's.

export interface NamedCard {
  serialNumber: string;
  nickname?: string | null;
}

export function cardLabel(card: NamedCard): string {
  return card.nickname ? `${card.nickname} (${card.serialNumber})` : card.serialNumber;
}
