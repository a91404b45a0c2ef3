"""Trio Table rules core: ONO 99, UNO Duo and Three-Player Moon, with no pygame anywhere below."""
