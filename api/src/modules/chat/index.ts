export { registerChat } from './chat.plugin';
export { markDelivered, typingTarget } from './chat-live.service';
