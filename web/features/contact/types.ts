/** One message of a conversation (spec section 3). */
export interface Message {
  id: string;
  senderId: string;
  receiverId: string;
  propertyId: string | null;
  content: string;
  createdAt: string;
}

/** Who a contact dialog writes to, about which listing. */
export interface ContactTarget {
  receiverId: string;
  receiverName: string;
  receiverImage: string | null;
  propertyId: string;
  propertyTitle: string;
}
