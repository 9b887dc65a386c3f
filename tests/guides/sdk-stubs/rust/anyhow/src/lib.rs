//! Stand-in for the parts of `anyhow` the guides' Rust samples use, so that they compile without crates.io.

use std::fmt;

pub struct Error(String);

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn msg(message: impl fmt::Display) -> Error {
        Error(message.to_string())
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl<E: std::error::Error + Send + Sync + 'static> From<E> for Error {
    fn from(error: E) -> Error {
        Error(error.to_string())
    }
}

pub trait Context<T> {
    fn context(self, context: impl fmt::Display + Send + Sync + 'static) -> Result<T>;
}

impl<T, E: std::error::Error + Send + Sync + 'static> Context<T> for std::result::Result<T, E> {
    fn context(self, context: impl fmt::Display + Send + Sync + 'static) -> Result<T> {
        self.map_err(|error| Error(format!("{context}: {error}")))
    }
}

impl<T> Context<T> for Option<T> {
    fn context(self, context: impl fmt::Display + Send + Sync + 'static) -> Result<T> {
        self.ok_or_else(|| Error(context.to_string()))
    }
}

#[macro_export]
macro_rules! bail {
    ($($message:tt)+) => {
        return Err($crate::Error::msg(format!($($message)+)))
    };
}

#[macro_export]
macro_rules! anyhow {
    ($($message:tt)+) => {
        $crate::Error::msg(format!($($message)+))
    };
}
