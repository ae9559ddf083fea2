// The `@fittings/catalog-core/bathroom-list` entry: the bathroom list's rules (see bathroomList.ts).
export {
  BATHROOM_LIST_LIMITS,
  DEFAULT_ITEM_DETAILS,
  NO_ROOM_LABEL,
  addRoom,
  bathroomListText,
  cleanNote,
  cleanQuantity,
  cleanRoomName,
  decodeBathroomList,
  emptyBathroomList,
  encodeBathroomList,
  groupByRoom,
  itemDetails,
  parseBathroomList,
  pruneBathroomList,
  readBathroomList,
  removeRoom,
  serializeBathroomList,
  setItemDetails,
  whatsAppShareUrl,
} from './bathroomList';
export type {
  BathroomListDetails,
  BathroomListGroup,
  BathroomListLine,
  ListItemDetails,
} from './bathroomList';
