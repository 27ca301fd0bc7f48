// What a `library.css?url` import gives under jest: an address, as webpack would emit one.
module.exports = '/build/styles/stub.css';
