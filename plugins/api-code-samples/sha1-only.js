// The API explorer imports all of crypto-js (about 30 KB gzip) to call one
// function, `SHA1`, when it keys the credentials a reader typed. This module
// stands in for crypto-js with that function alone, same output.
module.exports = {SHA1: require('crypto-js/sha1')};
