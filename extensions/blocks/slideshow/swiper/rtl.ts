// The right-to-left stylesheet, a chunk of its own loaded only on right-to-left pages.
import './rtl.scss';
