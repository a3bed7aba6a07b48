export { GreenLiving } from './GreenLiving';
export { About } from './About';
export { Contact } from './Contact';
export { Newsletter } from './Newsletter';
export { Footer } from './Footer';
