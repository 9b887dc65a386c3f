//! Stand-in for the part of `ctrlc` the guides' Rust samples use, so that they compile without crates.io.
#![allow(unused_variables)]

use std::fmt;

#[derive(Debug)]
pub struct Error;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("cannot set the Ctrl+C handler")
    }
}

impl std::error::Error for Error {}

pub fn set_handler<F: FnMut() + 'static + Send>(handler: F) -> Result<(), Error> {
    Ok(())
}
